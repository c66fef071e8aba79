import { toSVG } from "bwip-js/node";

/**
 * The otpauth:// address as a QR code for an authenticator app to scan, drawn on the server as an
 * SVG data URL: it shows with JavaScript off and sends no barcode library to the browser.
 */
export function totpQrCode(otpauthUri: string): string | null {
  // The address comes back in the confirm form: anything but a plausible otpauth:// address gets no picture
  if (!otpauthUri.startsWith("otpauth://") || otpauthUri.length > 512) return null;
  const svg = toSVG({
    bcid: "qrcode",
    text: otpauthUri,
    scale: 4,
    paddingwidth: 4,
    paddingheight: 4,
    backgroundcolor: "FFFFFF",
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

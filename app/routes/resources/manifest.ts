/** The web app manifest (§7 housekeeping). */
export function loader() {
  const manifest = {
    name: "La Malle",
    short_name: "La Malle",
    description: "Des vêtements choisis pour vos enfants et pour vous, essayés à la maison.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#fffaf0",
    theme_color: "#f6c445",
    lang: "fr",
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: "/icon-maskable.svg", sizes: "any", type: "image/svg+xml", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json", "Cache-Control": "public, max-age=86400" },
  });
}

/**
 * Feature switches (§1): each is a translated value, on only when it equals the text "true".
 * The hidden-phone switch is the exception: the phone link shows only when it is the text "false".
 * Keys are the translation keys the API serves in website/translations/{locale}.
 */
export const SWITCH_KEYS = {
  woman: "switch.woman",
  shop: "switch.shop",
  blog: "switch.blog",
  recycle: "switch.recycle",
  giftCards: "switch.gift_cards",
  customShop: "switch.custom_shop",
  loyalty: "switch.loyalty",
  dynamicBannerText: "switch.dynamic_banner_text",
} as const;
export const HIDDEN_PHONE_KEY = "switch.hidden_phone";

export type SwitchName = keyof typeof SWITCH_KEYS;
export type Switches = Record<SwitchName, boolean> & { phone: boolean };

/** Reads the switches from a flat translation map; anything but the exact text is off. */
export function readSwitches(translations: Record<string, string | undefined>): Switches {
  const entries = Object.entries(SWITCH_KEYS).map(([name, key]) => [name, translations[key] === "true"]);
  return {
    ...(Object.fromEntries(entries) as Record<SwitchName, boolean>),
    phone: translations[HIDDEN_PHONE_KEY] === "false",
  };
}

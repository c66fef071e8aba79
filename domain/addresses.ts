/** Address kinds and the fields an address cannot go without (§3 Address, §5), on both sides. */
export const ADDRESS_KINDS = ["shipping", "billing"] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/** §5: "Address creation needs city, country_code, phone, postcode, street". */
export const REQUIRED_ADDRESS_FIELDS = ["street", "postcode", "city", "country_code", "phone"] as const;
export type RequiredAddressField = (typeof REQUIRED_ADDRESS_FIELDS)[number];

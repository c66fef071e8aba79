/**
 * The preview pages' paths (§2 /infos/preview…), unprefixed: the components localize them. Apart
 * from preview.ts so that a page linking to a preview (the account's boxes, a profile's box) does
 * not load what the preview pages themselves need (decision 0066).
 */
export const previewListPath = "/infos/preview";
export const previewPath = (profileId: number | string, requestId: number | string) =>
  `/infos/preview/${profileId}/${requestId}`;
export const replacePath = (profileId: number, requestId: number, lookIndex: number, itemIndex: number) =>
  `${previewPath(profileId, requestId)}/replace/${lookIndex}/${itemIndex}`;
export const commentPath = (profileId: number, requestId: number) => `${previewPath(profileId, requestId)}/comment`;
export const confirmationPath = (profileId: number, requestId: number) =>
  `${previewPath(profileId, requestId)}/confirmation`;

import { useTranslation } from "~/i18n";
import { Form, useNavigation } from "react-router";
import { PhotoField, usePhotoChoice } from "../../components/profiles/PhotoField";
import type { ProfileAvatar } from "../../components/profiles/ProfileAvatar";

type Props = {
  profile: Parameters<typeof ProfileAvatar>[0]["profile"];
  /** The server's refusal (a locale key) of the last upload. */
  error: string | undefined;
};

/**
 * The photo upload: a plain multipart form (field `photo`) that works without JavaScript; with it,
 * the chosen picture shows before it is sent and a file that is too large is refused at once.
 */
export function PhotoForm({ profile, error }: Props) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const choice = usePhotoChoice(profile, error);
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "photo";
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="profile-photo"
      aria-labelledby="photo-title"
      onSubmit={(event) => choice.refusedLocally && event.preventDefault()}
    >
      <h2 id="photo-title">{t("profiles.photo.title")}</h2>
      <PhotoField profile={profile} choice={choice} chooseLabel={t("profiles.photo.choose")}>
        <button type="submit" name="intent" value="photo" className="button" disabled={sending}>
          {t("profiles.photo.submit")}
        </button>
      </PhotoField>
    </Form>
  );
}

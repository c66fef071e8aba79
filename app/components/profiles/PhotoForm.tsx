import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n";
import { Form, useNavigation } from "react-router";
import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES } from "../../../domain/profiles";
import { ProfileAvatar } from "./ProfileAvatar";

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
  const [preview, setPreview] = useState<string>();
  const [localError, setLocalError] = useState<string>();
  const shown = localError ?? error;
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "photo";

  // The preview's object URL is released when replaced or when the page goes
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  // A saved photo replaces the preview
  useEffect(() => setPreview(undefined), [profile.photo_url]);

  function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setLocalError(undefined);
    setPreview(undefined);
    if (!file) return;
    if (file.size > PROFILE_PHOTO_MAX_BYTES) setLocalError("profiles.error.photo_too_large");
    else if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type))
      setLocalError("profiles.error.photo_type");
    else setPreview(URL.createObjectURL(file));
  }

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="profile-photo"
      aria-labelledby="photo-title"
      onSubmit={(event) => localError && event.preventDefault()}
    >
      <h2 id="photo-title">{t("profiles.photo.title")}</h2>
      <div className="profile-photo__row">
        {preview ? (
          <img
            className="profile-avatar profile-avatar--large"
            src={preview}
            alt={t("profiles.photo.preview_alt")}
            width={144}
            height={144}
          />
        ) : (
          <ProfileAvatar profile={profile} size="large" />
        )}
        <div className="field">
          <label htmlFor="photo">{t(profile.photo_url ? "profiles.photo.replace" : "profiles.photo.choose")}</label>
          <p id="photo-hint" className="field__hint">
            {t("profiles.photo.hint", { megabytes: PROFILE_PHOTO_MAX_BYTES / 1024 / 1024 })}
          </p>
          <input
            id="photo"
            name="photo"
            type="file"
            accept={PROFILE_PHOTO_TYPES.join(",")}
            onChange={choose}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? "photo-hint photo-error" : "photo-hint"}
          />
          {shown && (
            <p id="photo-error" className="field__error" role="alert">
              {t(shown)}
            </p>
          )}
          <button type="submit" name="intent" value="photo" className="button" disabled={sending}>
            {t("profiles.photo.submit")}
          </button>
        </div>
      </div>
    </Form>
  );
}

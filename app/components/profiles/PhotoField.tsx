import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n";
import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES } from "#domain/profiles.js";
import { ProfileAvatar } from "./ProfileAvatar";
import "./profile-avatar.css";
import "./photo-field.css";

type Profile = Parameters<typeof ProfileAvatar>[0]["profile"];

/**
 * A profile photo being chosen: with JavaScript, a file too large or of another kind is refused at
 * once (`error` is then set and the form should not be sent) and the picture shows before it is sent.
 */
export function usePhotoChoice(profile: Profile, serverError: string | undefined) {
  const [preview, setPreview] = useState<string>();
  const [localError, setLocalError] = useState<string>();
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

  return { preview, choose, error: localError ?? serverError, refusedLocally: Boolean(localError) };
}

/**
 * The picture (the chosen one, else the profile's avatar) and the file field `photo` of a multipart
 * form, with its hint and error; the form around it brings its own buttons.
 */
export function PhotoField({
  profile,
  choice,
  chooseLabel,
  children,
}: {
  profile: Profile;
  choice: ReturnType<typeof usePhotoChoice>;
  /** The label while the profile has no photo yet. */
  chooseLabel: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { preview, choose, error } = choice;
  return (
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
        <label htmlFor="photo">{profile.photo_url ? t("profiles.photo.replace") : chooseLabel}</label>
        <p id="photo-hint" className="field__hint">
          {t("profiles.photo.hint", { megabytes: PROFILE_PHOTO_MAX_BYTES / 1024 / 1024 })}
        </p>
        <input
          id="photo"
          name="photo"
          type="file"
          accept={PROFILE_PHOTO_TYPES.join(",")}
          onChange={choose}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "photo-hint photo-error" : "photo-hint"}
        />
        {error ? (
          <p id="photo-error" className="field__error" role="alert">
            {t(error)}
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}

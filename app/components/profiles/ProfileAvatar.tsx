import { useTranslation } from "~/i18n";
import { initials } from "./format";
import "./profile-avatar.css";

type AvatarProfile = {
  firstname: string;
  lastname: string | null;
  photo_url: string | null;
  color: { background: string; textColor: string } | null;
};

/** The profile's photo, or its initials on the profile's colours (§3 color). */
export function ProfileAvatar({
  profile,
  size = "medium",
  decorative = false,
}: {
  profile: AvatarProfile;
  size?: "medium" | "large";
  /** Inside a control already named after the profile, the photo says nothing more. */
  decorative?: boolean;
}) {
  const { t } = useTranslation();
  const className = `profile-avatar profile-avatar--${size}`;
  if (profile.photo_url) {
    return (
      <img
        className={className}
        src={profile.photo_url}
        alt={decorative ? "" : t("profiles.photo.alt", { firstname: profile.firstname })}
        width={size === "large" ? 144 : 72}
        height={size === "large" ? 144 : 72}
      />
    );
  }
  return (
    <span
      className={className}
      // The name is written beside the avatar: the initials add nothing for a screen reader
      aria-hidden="true"
      style={{ background: profile.color?.background, color: profile.color?.textColor }}
    >
      {initials(profile.firstname, profile.lastname)}
    </span>
  );
}

import { useTranslation } from "react-i18next";
import { captionAlt, mediaSrc } from "./format";
import type { InstagramMedia } from "./types";

/** The selected Instagram posts: a grid of pictures, each opening its post on Instagram. */
export function InstagramGrid({ media }: { media: InstagramMedia[] }) {
  const { t } = useTranslation();
  return (
    <ul className="instagram-grid">
      {media.map((post) => {
        const src = post.media_type === "VIDEO" && post.thumbnail_url ? post.thumbnail_url : post.media_url;
        return (
          <li key={post.id}>
            <a href={post.permalink} target="_blank" rel="noopener noreferrer" className="instagram-post">
              <img
                src={mediaSrc(src)}
                alt={post.alt || captionAlt(post.caption) || t("home.instagram.untitled")}
                width={270}
                height={270}
                loading="lazy"
                decoding="async"
              />
              <span className="visually-hidden">
                {" "}
                {t("home.instagram.post")} {t("footer.new_window")}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

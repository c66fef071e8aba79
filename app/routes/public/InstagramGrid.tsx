import { useTranslation } from "~/i18n";
import { captionAlt, mediaSrc } from "../../lib/format";
import { Section } from "../../components/home/Section";
import type { InstagramMedia } from "../../lib/content-types";

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

/** The home pages' Instagram band: the grid and the link to the account (kids' or women's). */
export function InstagramSection({
  media,
  intro,
  account,
  follow,
}: {
  media: InstagramMedia[];
  intro: string;
  account: string;
  follow: string;
}) {
  const { t } = useTranslation();
  if (media.length === 0) return null;
  return (
    <Section id="instagram" title={t("home.instagram.title")} intro={intro}>
      <InstagramGrid media={media} />
      <p className="home-section__more">
        <a href={account} target="_blank" rel="noopener noreferrer" className="home-link-arrow">
          {follow}
          <span className="visually-hidden"> {t("footer.new_window")}</span>
        </a>
      </p>
    </Section>
  );
}

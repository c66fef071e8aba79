import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/i18n";

type Meta = FieldMetadata<string | number | undefined>;

/**
 * One choice among a few, each a card with a title and what it means (the booking steps: one box
 * or a subscription, a frequency). Plain radios in a fieldset, so it works without JavaScript; the
 * group's error is tied to it for assistive technologies.
 */
export function RadioCards({ meta, legend, children }: { meta: Meta; legend: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  const invalid = Boolean(meta.errors?.length);
  return (
    <fieldset
      className="radio-cards"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? meta.errorId : undefined}
    >
      <legend className="radio-cards__legend">{legend}</legend>
      <div className="radio-cards__list">{children}</div>
      {invalid && (
        <p id={meta.errorId} className="field__error">
          {meta.errors!.map((error) => t(error)).join(" ")}
        </p>
      )}
    </fieldset>
  );
}

export function RadioCard({
  meta,
  value,
  title,
  text,
}: {
  meta: Meta;
  value: string;
  title: string;
  text?: string | null;
}) {
  const id = `${meta.id}-${value}`;
  return (
    <label className="radio-card" htmlFor={id}>
      <input
        type="radio"
        id={id}
        name={meta.name}
        value={value}
        form={meta.formId}
        defaultChecked={String(meta.initialValue ?? "") === value}
        required={meta.required}
        aria-describedby={text ? `${id}-text` : undefined}
      />
      <span className="radio-card__body">
        <span className="radio-card__title">{title}</span>
        {text && (
          <span id={`${id}-text`} className="radio-card__text">
            {text}
          </span>
        )}
      </span>
    </label>
  );
}

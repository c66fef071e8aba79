import { Form, Link } from "react-router";

/**
 * The codes and gift cards lists' toolbar: a GET search form (a search is a link to share) and the
 * way to the other list.
 */
export function CodesSearch({
  label,
  submit,
  query,
  other,
}: {
  label: string;
  submit: string;
  query: string;
  other: { to: string; label: string };
}) {
  return (
    <div className="bo-toolbar">
      <Form method="get" role="search">
        <label className="field">
          <span>{label}</span>
          <input type="search" name="q" defaultValue={query} maxLength={100} />
        </label>
        <button type="submit">{submit}</button>
      </Form>
      <Link to={other.to}>{other.label}</Link>
    </div>
  );
}

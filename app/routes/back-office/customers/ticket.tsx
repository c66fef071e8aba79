import { Form, Link } from "react-router";
import { useTranslation } from "~/i18n";
import { orThrow } from "~/lib/api.server";
import { useDateFormat } from "~/lib/format";
import { requireStaff } from "../staff.server";
import { ticketAction } from "./ticket.server";
import type { Route } from "./+types/ticket";
import "./customers.css";

/**
 * /back-office/customers/tickets/{ticketId} (reply:ticket): the family's message, the replies with
 * their files, a reply form (multipart: works without JavaScript) and the status.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context }, "reply:ticket");
  const id = Number(params.ticketId);
  if (!Number.isInteger(id) || id <= 0) throw new Response("Not Found", { status: 404 });
  return { ticket: await staff.api.GET("/admin/tickets/{id}", { params: { path: { id } } }).then(orThrow) };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = Number(params.ticketId);
  if (!Number.isInteger(id) || id <= 0) throw new Response("Not Found", { status: 404 });
  return ticketAction({ request, context }, id);
}

export default function TicketPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const { ticket } = loaderData;
  const errors = actionData?.errors ?? {};
  const error = (field: string) => (errors[field] ? <p className="bo-errors">{t(errors[field]!)}</p> : null);
  return (
    <div className="bo-page">
      <p>
        <Link to="/back-office/customers/tickets">{t("back-office-customers.tickets.title")}</Link>
        {ticket.client_id !== null && (
          <>
            {" · "}
            <Link to={`/back-office/customers/${ticket.client_id}`}>{t("back-office-customers.ticket.client")}</Link>
          </>
        )}
      </p>
      <h1>{t("back-office-customers.ticket.title", { id: ticket.id })}</h1>
      <section className="bo-card" aria-labelledby="message-title">
        <h2 id="message-title">{ticket.object}</h2>
        <p>
          {ticket.sender_name} &lt;{ticket.sender_email}&gt; · {date(ticket.created_at)} ·{" "}
          <span className="bo-badge">{t(`back-office-customers.tickets.status.${ticket.status}`)}</span>
        </p>
        <p className="bo-ticket__message">{ticket.content}</p>
        {ticket.files.length > 0 && (
          <>
            <h3>{t("back-office-customers.ticket.files")}</h3>
            <ul>
              {ticket.files.map((file) => (
                <li key={file.filename}>{file.filename}</li>
              ))}
            </ul>
          </>
        )}
      </section>

      {ticket.messages.length > 0 && (
        <section aria-labelledby="replies-title">
          <h2 id="replies-title">{t("back-office-customers.ticket.replies")}</h2>
          {ticket.messages.map((message) => (
            <article key={message.id} className="bo-card">
              <p>
                {t("back-office-customers.ticket.by", { name: message.staff_name, email: message.sent_to })} ·{" "}
                {date(message.created_at)}
              </p>
              <p className="bo-ticket__message">{message.body}</p>
              {message.attachments.length > 0 && (
                <ul>
                  {message.attachments.map((file) => (
                    <li key={file.id}>
                      <a href={`/back-office/customers/tickets/${ticket.id}/attachments/${file.id}`} download>
                        {file.filename}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </article>
          ))}
        </section>
      )}

      <section className="bo-card" aria-labelledby="reply-title">
        <h2 id="reply-title">{t("back-office-customers.ticket.reply")}</h2>
        <Form method="post" encType="multipart/form-data">
          <label className="field">
            <span>{t("back-office-customers.ticket.body", { language: ticket.locale })}</span>
            <textarea name="body" required rows={6} maxLength={10000} defaultValue={actionData?.body ?? ""} />
          </label>
          {error("body")}
          <label className="field">
            <span>{t("back-office-customers.ticket.attachments")}</span>
            <input
              type="file"
              name="attachments"
              multiple
              accept="application/pdf,image/jpeg,image/png,image/webp,image/heic"
            />
          </label>
          {error("attachments")}
          <label>
            <input type="checkbox" name="close" value="true" /> {t("back-office-customers.ticket.close")}
          </label>
          {error("form")}
          <div className="bo-actions">
            <button type="submit">{t("back-office-customers.ticket.send")}</button>
          </div>
        </Form>
      </section>

      <Form method="post" className="bo-toolbar" encType="multipart/form-data">
        <input type="hidden" name="intent" value="status" />
        <label className="field">
          <span>{t("back-office-customers.ticket.set_status")}</span>
          <select name="status" defaultValue={ticket.status}>
            {(["OPEN", "ANSWERED", "CLOSED"] as const).map((s) => (
              <option key={s} value={s}>
                {t(`back-office-customers.tickets.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{t("back-office-customers.ticket.save_status")}</button>
      </Form>
    </div>
  );
}

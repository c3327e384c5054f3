// The contact form (SPEC 5): name, a valid e-mail and a message are required; the subject is optional and can
// arrive prefilled from a link (`?subject=`, e.g. "Ask Questions" on a service). Stored by POST /api/messages.
import { Trans, useLingui } from "@lingui/react/macro";
import { normalizeLanguage } from "../../../domain/languages.ts";
import { checkContactForm, MESSAGE_LIMITS, type ContactField } from "../../../domain/message-rules.ts";
import { TextAreaField, TextField } from "../../ui/form/fields.tsx";
import { SendButton } from "../../shared/contact/message-form/send-button.tsx";
import { SenderFields } from "../../shared/contact/message-form/sender-fields.tsx";
import { problemText } from "../../shared/contact/message-form/rule-text.ts";
import { SendNotice } from "../../shared/contact/message-form/send-notice.tsx";
import { useMessageForm } from "../../shared/contact/message-form/use-message-form.ts";
import { defineIsland } from "../../site/island.tsx";

const FIELDS: readonly ContactField[] = ["name", "email", "subject", "message"];
const EMPTY = { name: "", email: "", subject: "", message: "" };

export function ContactForm({ subject }: { subject: string | null }) {
  const { t, i18n } = useLingui();
  const form = useMessageForm({
    initial: EMPTY,
    // A link may carry any text; the subject line keeps what fits.
    prefill: { ...EMPTY, subject: (subject ?? "").slice(0, MESSAGE_LIMITS.subjectMax) },
    fields: FIELDS,
    check: checkContactForm,
    toBody: (values) => ({ kind: "CONTACT", ...values, language: normalizeLanguage(i18n.locale) }),
  });
  const { values, problems } = form;

  return (
    <form
      noValidate
      onSubmit={(event) => void form.onSubmit(event)}
      aria-labelledby="contact-form-title"
      className="space-y-5"
    >
      <fieldset disabled={form.sending} className="space-y-5">
        <legend className="sr-only">{t`Your message`}</legend>
        <SenderFields values={values} problems={problems} onChange={form.setValue} fieldRef={form.fieldRef} />
        <TextField
          label={<Trans>Subject</Trans>}
          hint={<Trans>Optional</Trans>}
          maxLength={MESSAGE_LIMITS.subjectMax}
          value={values.subject}
          onChange={(value) => form.setValue("subject", value)}
          error={problemText(i18n, problems.subject)}
          inputRef={form.fieldRef("subject")}
        />
        <TextAreaField
          label={<Trans>Message</Trans>}
          required
          rows={6}
          value={values.message}
          onChange={(value) => form.setValue("message", value)}
          error={problemText(i18n, problems.message)}
          inputRef={form.fieldRef("message")}
        />
        <p className="text-sm text-slate-700">
          <Trans>Fields marked * are required.</Trans>
        </p>
        <SendButton
          sending={form.sending}
          label={<Trans>Send Message</Trans>}
          sendingLabel={<Trans>Sending...</Trans>}
        />
      </fieldset>
      <SendNotice status={form.status} failure={form.failure} noticeRef={form.noticeRef} />
    </form>
  );
}

export const contactFormIsland = defineIsland("contact-form", ContactForm);

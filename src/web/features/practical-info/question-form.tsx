// The practical-info question form (SPEC 2 and 5): name, e-mail, how the guest heard of us, the question and
// privacy consent, all required. Stored by POST /api/messages like the contact form, with the same behaviour.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { normalizeLanguage } from "../../../domain/languages.ts";
import {
  checkQuestionForm,
  MESSAGE_SOURCES,
  type MessageSource,
  type QuestionField,
} from "../../../domain/message-rules.ts";
import { SiteLink } from "../../navigation/navigation.tsx";
import { defineIsland } from "../../site/island.tsx";
import { CheckboxField, SelectField, TextAreaField } from "../../ui/form/fields.tsx";
import { SendButton } from "../../shared/contact/message-form/send-button.tsx";
import { SenderFields } from "../../shared/contact/message-form/sender-fields.tsx";
import { problemText } from "../../shared/contact/message-form/rule-text.ts";
import { SendNotice } from "../../shared/contact/message-form/send-notice.tsx";
import { useMessageForm } from "../../shared/contact/message-form/use-message-form.ts";

const SOURCE_LABELS: Record<MessageSource, MessageDescriptor> = {
  airbnb: msg`Airbnb`,
  booking: msg`Booking.com`,
  instagram: msg`Instagram`,
  facebook: msg`Facebook`,
  google: msg`Google search`,
  recommendation: msg`Recommendation from a friend`,
  other: msg`Other`,
};

const FIELDS: readonly QuestionField[] = ["name", "email", "source", "question", "consent"];
const EMPTY = { name: "", email: "", source: "", question: "", consent: false };

export function QuestionForm({ lang }: { lang: string }) {
  const { t, i18n } = useLingui();
  const form = useMessageForm({
    initial: EMPTY,
    fields: FIELDS,
    check: checkQuestionForm,
    // checkQuestionForm has already made sure the source is one of the listed options.
    toBody: (values) => ({
      kind: "QUESTION",
      ...values,
      source: values.source as MessageSource,
      language: normalizeLanguage(i18n.locale),
    }),
  });
  const { values, problems } = form;

  return (
    <form noValidate onSubmit={(event) => void form.onSubmit(event)} aria-labelledby="question-form-title">
      <fieldset disabled={form.sending} className="space-y-5">
        <legend className="sr-only">{t`Your question`}</legend>
        <SenderFields values={values} problems={problems} onChange={form.setValue} fieldRef={form.fieldRef} />
        <SelectField
          label={<Trans>How did you hear about us?</Trans>}
          required
          placeholder={t`Please select an option`}
          options={MESSAGE_SOURCES.map((source) => ({ value: source, label: i18n._(SOURCE_LABELS[source]) }))}
          value={values.source}
          onChange={(value) => form.setValue("source", value)}
          error={problemText(i18n, problems.source)}
          inputRef={form.fieldRef("source")}
        />
        <TextAreaField
          label={<Trans>Your question</Trans>}
          required
          rows={5}
          value={values.question}
          onChange={(value) => form.setValue("question", value)}
          error={problemText(i18n, problems.question)}
          inputRef={form.fieldRef("question")}
        />
        <CheckboxField
          label={
            <Trans>
              I have read the{" "}
              <SiteLink to={`/${lang}/privacy`} className="font-semibold text-sea-900 underline underline-offset-2">
                privacy policy
              </SiteLink>{" "}
              and agree that my details are used to answer my question.
            </Trans>
          }
          required
          checked={values.consent}
          onChange={(checked) => form.setValue("consent", checked)}
          error={problemText(i18n, problems.consent)}
          inputRef={form.fieldRef("consent")}
        />
        <SendButton
          sending={form.sending}
          label={<Trans>Send Question</Trans>}
          sendingLabel={<Trans>Sending...</Trans>}
        />
      </fieldset>
      <div className="mt-5">
        <SendNotice status={form.status} failure={form.failure} noticeRef={form.noticeRef} />
      </div>
    </form>
  );
}

export const questionFormIsland = defineIsland("question-form", QuestionForm);

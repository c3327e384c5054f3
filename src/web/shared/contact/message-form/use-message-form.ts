// The behaviour both message forms share (SPEC 5 contact and question forms): the domain's rules checked in
// the browser, the first invalid field focused, POST /api/messages, and answers that never lose what was typed.
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { MessageBodyInput, MessageIssue } from "../../../../domain/schemas/message.ts";
import { apiPost, ApiRequestError } from "../../../api/http.ts";
import { problemFromServer, type FieldProblem } from "./rule-text.ts";

export type SendStatus = "idle" | "sending" | "sent" | "failed";

/** Why a send failed, worded by the form (translated there). */
export type SendFailure = "rateLimited" | "network" | "server" | { message: string };

export interface MessageFormOptions<F extends string, V extends Record<F, string | boolean>> {
  /** The empty form, what it returns to after a successful send. */
  initial: V;
  /** The form as first shown, when a link prefilled something (the contact subject). */
  prefill?: V;
  /** Field names in the order they appear, for "focus the first invalid field". */
  fields: readonly F[];
  check: (values: V) => MessageIssue<F>[];
  toBody: (values: V) => MessageBodyInput;
}

export function useMessageForm<F extends string, V extends Record<F, string | boolean>>(
  options: MessageFormOptions<F, V>,
) {
  const { initial, prefill, fields, check, toBody } = options;
  const [values, setValues] = useState<V>(prefill ?? initial);
  const [problems, setProblems] = useState<Partial<Record<F, FieldProblem>>>({});
  const [status, setStatus] = useState<SendStatus>("idle");
  const [failure, setFailure] = useState<SendFailure | null>(null);
  // After the first attempt, fixing a field clears its message as the visitor types.
  const [attempted, setAttempted] = useState(false);
  const fieldElements = useRef(new Map<F, HTMLElement>());
  const noticeRef = useRef<HTMLDivElement>(null);
  // Where keyboard focus goes once the form has re-rendered (a disabled field cannot take focus before).
  const [focusRequest, setFocusRequest] = useState<{ target: F | "notice" } | null>(null);

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === "notice") noticeRef.current?.focus();
    else fieldElements.current.get(focusRequest.target)?.focus();
  }, [focusRequest]);

  function problemsOf(issues: readonly MessageIssue<F>[]): Partial<Record<F, FieldProblem>> {
    const next: Partial<Record<F, FieldProblem>> = {};
    for (const i of issues) next[i.path] ??= { rule: i.rule, message: i.message };
    return next;
  }

  function focusFirst(found: Partial<Record<F, FieldProblem>>) {
    const first = fields.find((field) => found[field] !== undefined);
    if (first) setFocusRequest({ target: first });
  }

  function setValue<K extends F>(field: K, value: V[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setProblems(problemsOf(check(next)));
    if (status === "sent") setStatus("idle");
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    setAttempted(true);
    setFailure(null);
    const found = problemsOf(check(values));
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setStatus("idle");
      focusFirst(found);
      return;
    }

    setStatus("sending");
    try {
      await apiPost<{ id: string }>("/messages", toBody(values));
      setValues(initial);
      setProblems({});
      setAttempted(false);
      setStatus("sent");
    } catch (error) {
      setStatus("failed");
      if (!(error instanceof ApiRequestError)) {
        setFailure("server");
      } else if (error.code === "VALIDATION_FAILED" && error.errors.length > 0) {
        const fromServer: Partial<Record<F, FieldProblem>> = {};
        for (const e of error.errors) {
          if ((fields as readonly string[]).includes(e.path)) fromServer[e.path as F] ??= problemFromServer(e.message);
        }
        if (Object.keys(fromServer).length > 0) {
          setProblems(fromServer);
          setStatus("idle");
          focusFirst(fromServer);
          return;
        }
        setFailure({ message: error.message });
      } else if (error.code === "RATE_LIMITED") {
        setFailure("rateLimited");
      } else if (error.code === "NETWORK" || error.code === "TIMEOUT") {
        // No answer came back: the same advice either way (check the connection, nothing typed is lost).
        setFailure("network");
      } else {
        setFailure(error.status >= 500 ? "server" : { message: error.message });
      }
    }
    // Sending disabled the form, which drops keyboard focus; bring it to the answer instead.
    setFocusRequest({ target: "notice" });
  }

  /** Registers a field's element so the form can focus it. */
  function fieldRef(field: F) {
    return (element: HTMLElement | null) => {
      if (element) fieldElements.current.set(field, element);
      else fieldElements.current.delete(field);
    };
  }

  return { values, setValue, problems, status, failure, onSubmit, fieldRef, noticeRef, sending: status === "sending" };
}

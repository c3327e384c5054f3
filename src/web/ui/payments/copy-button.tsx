// A 44 px button that copies one bank detail (the IBAN, the reference...) so the guest pastes it into their banking
// app instead of typing it. Without clipboard access (an insecure origin, a refused permission) the value is
// selected, so the phone's own Copy is one tap away.
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Icon } from "../icons.tsx";
import { toast } from "../toast/toast-store.ts";

interface CopyButtonProps {
  value: string;
  /** The button's accessible name, naming what it copies ("Copy IBAN"). */
  label: string;
  /** The element showing the value, selected when the clipboard cannot be used. */
  targetId: string;
}

export function CopyButton({ value, label, targetId }: CopyButtonProps) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
      toast.success(t`Copied`);
    } catch {
      const target = document.getElementById(targetId);
      const selection = window.getSelection();
      if (target && selection) selection.selectAllChildren(target);
      toast.info(t`Select the text and copy it`);
    }
  };

  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => void copy()}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-sea-700 bg-white text-sea-900 hover:bg-sea-50 active:bg-sea-100"
    >
      <Icon name={copied ? "check" : "copy"} className="size-5" />
    </button>
  );
}

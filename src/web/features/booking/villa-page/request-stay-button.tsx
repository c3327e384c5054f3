// On phones the booking card comes after the whole villa: this button, near the top, takes the guest straight to it.
// An island of its own on the server-rendered page's first screen, so the card's code is not needed to use it; its
// words come as a prop, so it needs no messages of its own.
import { buttonClass } from "../../../ui/button-styles.ts";
import { defineIsland } from "../../../islands/island.tsx";

function RequestStayButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => {
        const heading = document.getElementById("booking-card-title");
        const calm = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        heading?.scrollIntoView({ behavior: calm ? "auto" : "smooth", block: "start" });
        heading?.focus({ preventScroll: true });
      }}
      className={buttonClass({ fullWidth: true, className: "lg:hidden" })}
    >
      {label}
    </button>
  );
}

export const requestStayIsland = defineIsland("request-stay", RequestStayButton);

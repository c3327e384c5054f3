// What sets the villa apart (SPEC 2 About features): capacity, luxury and location.
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { SectionHeading } from "../../ui/section-heading.tsx";

function Feature({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <li className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-sand-200 md:p-8">
      <span
        aria-hidden="true"
        className="mx-auto flex size-14 items-center justify-center rounded-full bg-sea-50 text-sea-700"
      >
        {icon}
      </span>
      <h3 className="mt-5 font-serif text-xl font-semibold text-sea-900">{title}</h3>
      <p className="mt-3 leading-relaxed text-slate-700">{children}</p>
    </li>
  );
}

const ICON = "size-7";

export function AboutFeatures() {
  return (
    <section aria-labelledby="about-features" className="bg-sand-100">
      <div className="mx-auto max-w-6xl px-4 py-16 md:px-6 md:py-24">
        <SectionHeading
          id="about-features"
          eyebrow={<Trans>The villa</Trans>}
          title={<Trans>What makes a stay here special</Trans>}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          <Feature
            title={<Trans>Room for everyone</Trans>}
            icon={
              <svg
                viewBox="0 0 24 24"
                className={ICON}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              >
                <circle cx="9" cy="8" r="3" />
                <circle cx="17" cy="9" r="2.5" />
                <path d="M3 19c0-3.3 2.7-6 6-6s6 2.7 6 6M14.5 14.2c.8-.5 1.6-.7 2.5-.7 2.5 0 4 2 4 4.5" />
              </svg>
            }
          >
            <Trans>
              Four bedrooms and three bathrooms welcome up to 10 guests, with living spaces big enough to gather
              everyone and quiet corners when you want a moment to yourself.
            </Trans>
          </Feature>
          <Feature
            title={<Trans>Quiet luxury</Trans>}
            icon={
              <svg
                viewBox="0 0 24 24"
                className={ICON}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
              >
                <path d="M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6-4.5-4.2 6.1-.7z" />
              </svg>
            }
          >
            <Trans>
              A private infinity pool, daily housekeeping, a 24/7 concierge, high-speed WiFi and a free airport transfer
              are part of every stay, with no extra charge and no fuss.
            </Trans>
          </Feature>
          <Feature
            title={<Trans>Steps from the sea</Trans>}
            icon={
              <svg
                viewBox="0 0 24 24"
                className={ICON}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              >
                <path d="M12 21s-6-5.3-6-10a6 6 0 0 1 12 0c0 4.7-6 10-6 10z" />
                <circle cx="12" cy="11" r="2.2" />
              </svg>
            }
          >
            <Trans>
              The beach is 50 m from the door. Hurghada's marina, restaurants and dive centres are a short drive away,
              and the airport is about 25 minutes by car.
            </Trans>
          </Feature>
        </ul>
      </div>
    </section>
  );
}

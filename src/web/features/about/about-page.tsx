// About (SPEC 2): hero, story, features, the owner, the built-in figures and a Book Now call to action.
import { useLingui } from "@lingui/react/macro";
import type { Language } from "../../../domain/languages.ts";
import { PageMeta } from "../../ui/page-meta.tsx";
import { AboutCallToAction } from "./about-call-to-action.tsx";
import { AboutFeatures } from "./about-features.tsx";
import { AboutFigures } from "./about-figures.tsx";
import { AboutHero } from "./about-hero.tsx";
import { AboutHost } from "./about-host.tsx";
import { AboutStory } from "./about-story.tsx";

export function AboutPage({ language }: { language: Language }) {
  const { t } = useLingui();
  return (
    <>
      <PageMeta
        title={t`About the villa`}
        description={t`The story of Red Sea Villa: a private four-bedroom villa in North Hurghada, completed in 2025 for up to 10 guests, 50 m from the beach, with hotel-style services.`}
      />
      <AboutHero />
      <AboutStory />
      <AboutFeatures />
      <AboutHost />
      <AboutFigures />
      <AboutCallToAction language={language} />
    </>
  );
}

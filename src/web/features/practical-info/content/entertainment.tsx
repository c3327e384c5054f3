// 4. Entertainment in Hurghada (SPEC 2 practical info): festivals, diving competitions, cultural nights and
// Ramadan. Event dates change every year, so the texts say when things usually happen and who to ask.
import { Trans } from "@lingui/react/macro";
import { Paragraphs } from "../info-blocks.tsx";

export function RedSeaFestivalSection() {
  return (
    <Paragraphs>
      <p>
        <Trans>
          From autumn to spring the coast hosts music, film and sports events. The El Gouna Film Festival, every autumn,
          is the best known; beach concerts and open-air parties fill Hurghada and El Gouna on public holidays.
        </Trans>
      </p>
      <p>
        <Trans>Dates change from year to year: ask the concierge what is on during your stay.</Trans>
      </p>
    </Paragraphs>
  );
}

export function DivingCompetitionSection() {
  return (
    <Paragraphs>
      <p>
        <Trans>
          Hurghada's dive centres regularly hold underwater photography contests, freediving events and reef clean-up
          dives, and some are open to visiting divers.
        </Trans>
      </p>
      <p>
        <Trans>
          Bring your certification card and logbook; the concierge can find out what is planned and sign you up.
        </Trans>
      </p>
    </Paragraphs>
  );
}

export function CulturalNightsSection() {
  return (
    <Paragraphs>
      <p>
        <Trans>
          Oriental evenings bring Egyptian music, belly dancing and the tanoura, a whirling dance in bright skirts,
          often with a buffet of Egyptian dishes.
        </Trans>
      </p>
      <p>
        <Trans>
          You will find them at Bedouin camps after a desert safari and in several hotels and restaurants in town.
        </Trans>
      </p>
    </Paragraphs>
  );
}

export function RamadanSection() {
  return (
    <Paragraphs>
      <p>
        <Trans>
          Ramadan follows the lunar calendar and moves about 11 days earlier each year. Life in tourist areas goes on as
          usual, but many Egyptians fast from dawn to sunset: please avoid eating, drinking and smoking in the street
          during the day.
        </Trans>
      </p>
      <p>
        <Trans>
          At sunset, iftar brings families together, lanterns light up the streets and cafés stay busy late into the
          night. The month ends with Eid al-Fitr, a public holiday of several days.
        </Trans>
      </p>
    </Paragraphs>
  );
}

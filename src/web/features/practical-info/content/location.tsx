// 2. Location (SPEC 2 practical info): getting there (airport about 25 minutes, the free transfer, a taxi for
// 200-300 EGP, SPEC 9) and the destination (the Red Sea, the weather, diving).
import { Trans, useLingui } from "@lingui/react/macro";
import { formatNumber } from "../../../i18n/format.ts";
import { InfoList, Lead } from "../info-blocks.tsx";

export function GettingThereSection() {
  const { i18n } = useLingui();
  const taxiLow = formatNumber(i18n, 200);
  const taxiHigh = formatNumber(i18n, 300);
  return (
    <>
      <Lead>
        <Trans>The villa is in North Hurghada, on the Red Sea coast of Egypt, close to the airport.</Trans>
      </Lead>
      <InfoList
        items={[
          {
            id: "airport",
            title: <Trans>From the airport</Trans>,
            children: (
              <Trans>
                Hurghada International Airport (HRG) is about 25 minutes from the villa by car, with direct flights from
                most European countries. Many nationalities, EU citizens included, can get a visa on arrival: check the
                current rules for your passport before you travel.
              </Trans>
            ),
          },
          {
            id: "transfer",
            title: <Trans>Free transfer</Trans>,
            children: (
              <Trans>
                Your transfer is included: the driver waits in the arrivals hall with your name on a sign. Send us your
                flight number and arrival time at least 48 hours before you land.
              </Trans>
            ),
          },
          {
            id: "taxi",
            title: <Trans>By taxi</Trans>,
            children: (
              <Trans>
                A taxi from the airport to the villa costs about {taxiLow}–{taxiHigh} Egyptian pounds (EGP). Agree on
                the fare before you get in and pay in Egyptian pounds.
              </Trans>
            ),
          },
        ]}
      />
    </>
  );
}

export function DestinationSection() {
  return (
    <>
      <Lead>
        <Trans>Sun almost every day, a warm sea and some of the finest coral reefs in the world.</Trans>
      </Lead>
      <InfoList
        items={[
          {
            id: "red-sea",
            title: <Trans>The Red Sea</Trans>,
            children: (
              <Trans>
                Hurghada stretches for about 40 km along the coast. The water is clear and calm, reefs begin a few
                metres from the shore, and the protected Giftun Islands lie just offshore.
              </Trans>
            ),
          },
          {
            id: "weather",
            title: <Trans>Weather</Trans>,
            children: (
              <Trans>
                It hardly ever rains. Summer days (June to September) reach 33–38 °C; winter days (December to February)
                are around 21–24 °C with cool evenings, so pack a jumper. The sea is about 22 °C in winter and 29 °C in
                August.
              </Trans>
            ),
          },
          {
            id: "diving",
            title: <Trans>Diving and snorkelling</Trans>,
            children: (
              <Trans>
                More than a thousand species of fish and coral live here. Beginners can try a first dive or take a
                course with a certified dive centre; experienced divers reach reefs and wrecks by day boat. The
                concierge books trusted centres for you.
              </Trans>
            ),
          },
        ]}
      />
    </>
  );
}

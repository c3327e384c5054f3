// 3. Activities in Hurghada (SPEC 2 practical info): the marina, the old town, El Gouna and a desert safari.
import { Trans } from "@lingui/react/macro";
import { Paragraphs } from "../info-blocks.tsx";

export function MarinaSection() {
  return (
    <Paragraphs>
      <p>
        <Trans>
          Hurghada Marina, in the Sekalla district, is the liveliest place in town after sunset: a promenade of
          restaurants, cafés and ice-cream parlours along the yachts. Many boat trips to Giftun Island leave from here
          in the morning.
        </Trans>
      </p>
      <p>
        <Trans>
          It is a short taxi ride from the villa. Come for a sunset drink, then dinner by the water: seafood is the
          speciality.
        </Trans>
      </p>
    </Paragraphs>
  );
}

export function OldTownSection() {
  return (
    <Paragraphs>
      <p>
        <Trans>
          El Dahar is Hurghada's old town, where local life goes on much as it always has. Wander through the market for
          spices, cotton, perfume oils and fresh fruit, stop for mint tea in a traditional coffee house and see the El
          Mina Mosque by the harbour.
        </Trans>
      </p>
      <p>
        <Trans>
          Shops stay open late and prices are negotiable, so bargain with a smile. Cover shoulders and knees if you
          visit the mosque, outside prayer times.
        </Trans>
      </p>
    </Paragraphs>
  );
}

export function ElGounaSection() {
  return (
    <Paragraphs>
      <p>
        <Trans>
          About 25 minutes north of the villa, El Gouna is a resort town built around lagoons and canals. Stroll around
          Abu Tig Marina, take a boat along the canals, try kitesurfing in the steady wind and stay for dinner by the
          water.
        </Trans>
      </p>
      <p>
        <Trans>
          The town is small enough to get around by tuk-tuk; the concierge can arrange a driver for the day.
        </Trans>
      </p>
    </Paragraphs>
  );
}

export function DesertSafariSection() {
  return (
    <Paragraphs>
      <p>
        <Trans>
          The Eastern Desert begins just behind the town. Half-day safaris go by quad bike or 4×4 to a Bedouin camp,
          with a camel ride, sweet tea, dinner and a sky full of stars.
        </Trans>
      </p>
      <p>
        <Trans>
          Go in the late afternoon to see the sunset over the mountains. Bring a scarf against the dust, sunglasses and
          a warm layer for the evening.
        </Trans>
      </p>
    </Paragraphs>
  );
}

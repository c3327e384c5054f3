// The home page's travel notes (SPEC 3 article: title, excerpt, image, author, readTime, date, category):
// one featured article and four short ones, written by the villa's team for guests planning a stay.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { IsoDate } from "../../../../domain/dates.ts";

export interface Article {
  id: string;
  title: MessageDescriptor;
  /** The article in brief: on the home page, this is the whole text a guest reads. */
  excerpt: MessageDescriptor;
  image: string;
  imageAlt: MessageDescriptor;
  /** A person's name, written the same in every language. */
  author: string;
  readTimeMinutes: number;
  date: IsoDate;
  category: MessageDescriptor;
}

export const FEATURED_ARTICLE: Article = {
  id: "snorkelling-spots",
  title: msg`The five best snorkelling spots around Hurghada`,
  excerpt: msg`Giftun's Mahmya beach for beginners, the shallow coral garden of El Fanadir straight from the shore, Shaab El Erg for dolphins, Abu Ramada's soft corals and the wall of Carless Reef for confident swimmers. Go in the morning, when the water is calmest and the boats are fewer, wear a rash vest instead of sunscreen on your back, and never stand on the coral: it is alive and protected.`,
  image: "/images/home/article-snorkelling.svg",
  imageAlt: msg`A snorkeller floating above a coral reef with fish`,
  author: "Mona Hassan",
  readTimeMinutes: 6,
  date: "2026-10-14",
  category: msg`Activities`,
};

export const ARTICLES: readonly Article[] = [
  {
    id: "red-sea-seasons",
    title: msg`When to come: the Red Sea through the year`,
    excerpt: msg`October, November, March and April are the sweet spot: days around 28 °C and sea at 24 to 27 °C. December to February bring 22 °C afternoons, cool evenings and a sea near 22 °C, so pack a long-sleeved wetsuit. July and August pass 35 °C but the sea breeze and 29 °C water keep the beach bearable.`,
    image: "/images/home/article-seasons.svg",
    imageAlt: msg`A sun and a thermometer above gentle waves`,
    author: "Karim Adel",
    readTimeMinutes: 4,
    date: "2026-09-22",
    category: msg`Travel tips`,
  },
  {
    id: "el-gouna-day",
    title: msg`A day in El Gouna`,
    excerpt: msg`Twenty-five minutes north of the villa, El Gouna is built on lagoons. Take the water taxi from Abu Tig Marina to the Downtown squares, lunch on grilled calamari by the water, swim at Zeytuna Beach in the afternoon and come back to the marina for sunset. The town is small enough to cross by tuk-tuk for a few pounds.`,
    image: "/images/home/article-el-gouna.svg",
    imageAlt: msg`Sailing boats moored at a marina with palm trees`,
    author: "Mona Hassan",
    readTimeMinutes: 5,
    date: "2026-08-30",
    category: msg`Day trips`,
  },
  {
    id: "egyptian-breakfast",
    title: msg`An Egyptian breakfast, explained`,
    excerpt: msg`Ful medames (slow-cooked fava beans with cumin, oil and lemon), ta'ameya (Egypt's green falafel made with fava beans), baladi bread still warm from the oven, white cheese, pickles and sweet tea. Ask our concierge and a local bakery delivers it to the villa by 9 am; the corner stalls in El Dahar serve it from dawn.`,
    image: "/images/home/article-breakfast.svg",
    imageAlt: msg`Bowls of beans, falafel and round flatbread on a table`,
    author: "Karim Adel",
    readTimeMinutes: 3,
    date: "2026-07-18",
    category: msg`Food`,
  },
  {
    id: "packing-list",
    title: msg`What to pack for a Red Sea villa stay`,
    excerpt: msg`Reef-safe sunscreen, a rash vest, water shoes for rocky entries and your own mask if you snorkel a lot. A light scarf covers shoulders for mosque visits, a fleece helps on winter evenings and desert nights. Bring euros or dollars in cash for the visa on arrival. Sockets take the same two-pin plugs as continental Europe, and the villa has beach towels and a hairdryer.`,
    image: "/images/home/article-packing.svg",
    imageAlt: msg`An open suitcase with a sun hat, sunglasses and a snorkel mask`,
    author: "Mona Hassan",
    readTimeMinutes: 4,
    date: "2026-06-05",
    category: msg`Travel tips`,
  },
];

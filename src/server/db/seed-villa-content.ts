// The seeded villa's title, description and address in French, Russian and German (its English words are
// SEED_VILLA's own): a new install's public pages speak each visitor's language from the first start, and the owner
// rewrites them in the back office's villa texts.
import type { StoredVillaContent } from "../../domain/villa-content.ts";

export const SEED_VILLA_CONTENT: StoredVillaContent = {
  title: {
    fr: "Red Sea Villa — Hurghada Nord",
    ru: "Red Sea Villa — Северная Хургада",
    de: "Red Sea Villa — Nord-Hurghada",
  },
  description: {
    fr:
      "Une villa privée achevée en 2025 à Hurghada Nord, à 50 mètres de la plage de la mer Rouge. " +
      "Quatre chambres et trois salles de bains accueillent jusqu'à dix personnes autour d'une piscine privée et " +
      "d'une terrasse ensoleillée. Un service digne d'un hôtel est inclus : ménage quotidien, transfert gratuit " +
      "depuis l'aéroport (environ 25 minutes) et conciergerie 24 h/24 et 7 j/7, avec le Wi-Fi haut débit partout. " +
      "Repas, sports nautiques, soins de spa et transports supplémentaires sur demande. Arrivée à partir de 15 h, " +
      "départ jusqu'à 11 h.",
    ru:
      "Частная вилла в Северной Хургаде, построенная в 2025 году, в 50 метрах от пляжа Красного моря. " +
      "Четыре спальни и три ванные комнаты — до десяти гостей, собственный бассейн и солнечная терраса. " +
      "Включён сервис как в отеле: ежедневная уборка, бесплатный трансфер из аэропорта (около 25 минут) и " +
      "круглосуточный консьерж, быстрый Wi-Fi во всём доме. Питание, водные виды спорта, спа-процедуры и " +
      "дополнительный транспорт — по запросу. Заезд с 15:00, выезд до 11:00.",
    de:
      "Eine 2025 fertiggestellte Privatvilla in Nord-Hurghada, 50 Meter vom Strand am Roten Meer. " +
      "Vier Schlafzimmer und drei Bäder bieten bis zu zehn Gästen Platz, rund um einen privaten Pool und eine " +
      "Sonnenterrasse. Service wie im Hotel ist inbegriffen: tägliche Reinigung, kostenloser Flughafentransfer " +
      "(etwa 25 Minuten) und ein Concierge rund um die Uhr, dazu schnelles WLAN im ganzen Haus. Mahlzeiten, " +
      "Wassersport, Spa-Behandlungen und weitere Fahrten auf Anfrage. Check-in ab 15:00 Uhr, Check-out bis 11:00 Uhr.",
  },
  address: {
    fr: "Villa n° 276, Mubarak Housing 7",
    ru: "Вилла № 276, Mubarak Housing 7",
    de: "Villa Nr. 276, Mubarak Housing 7",
  },
};

import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_CONTACT, phoneHref, tourVideoKind, whatsappHref } from "../../src/domain/site-settings.ts";
import { checkSiteSettings, isHostPhotoUrl, isHttpsUrl } from "../../src/domain/site-settings-rules.ts";

const ID = "0b9e4bde-56a4-4b39-9d53-7d5d2f1f2a10";
const valid = { mainVillaId: ID, ...DEFAULT_SITE_CONTACT };

describe("site settings rules", () => {
  it("accepts the shipped contact details and normalises an edit", () => {
    expect(checkSiteSettings(valid)).toEqual({ settings: { ...valid }, issues: [] });
    const checked = checkSiteSettings({
      ...valid,
      mainVillaId: ID.toUpperCase(),
      email: " Stay@Villa.EXAMPLE ",
      address: " One \n\n Two ",
      latitude: "27,5",
      longitude: "-33.1",
      whatsapp: " ",
      tourVideoUrl: "",
    });
    expect(checked.settings).toMatchObject({
      mainVillaId: ID,
      email: "stay@villa.example",
      address: "One\nTwo",
      latitude: 27.5,
      longitude: -33.1,
      whatsapp: null,
      tourVideoUrl: null,
    });
  });

  it("names each broken rule", () => {
    const { issues } = checkSiteSettings({
      mainVillaId: "villa",
      phone: "+0",
      email: "a@b",
      whatsapp: "abc",
      address: "x\nx\nx\nx\nx\nx\nx",
      latitude: -90.01,
      longitude: Number.NaN,
      tourVideoUrl: "ftp://example.org/v.mp4",
      hostPhotoUrl: "/images/about/host.svg",
    });
    expect(issues.map((i) => i.rule)).toEqual([
      "mainVillaInvalid",
      "phoneInvalid",
      "emailInvalid",
      "whatsappInvalid",
      "addressTooLong",
      "latitudeInvalid",
      "longitudeInvalid",
      "tourVideoUrlInvalid",
      "hostPhotoUrlInvalid",
    ]);
    expect(checkSiteSettings({}).issues.map((i) => i.path)).toEqual([
      "mainVillaId",
      "phone",
      "email",
      "address",
      "latitude",
      "longitude",
    ]);
  });

  it("accepts the coordinate range's ends and only https video addresses", () => {
    expect(checkSiteSettings({ ...valid, latitude: -90, longitude: 180 }).issues).toEqual([]);
    expect(isHttpsUrl("https://www.youtube.com/watch?v=abc")).toBe(true);
    expect(isHttpsUrl("http://example.org/v.mp4")).toBe(false);
    expect(isHttpsUrl("https://user:pw@example.org/v.mp4")).toBe(false);
    expect(isHttpsUrl("https://localhost/v.mp4")).toBe(false);
  });

  it("takes an uploaded photo's address or an https one as the host's portrait", () => {
    const photo = `/media/${ID}/1600.jpg`;
    expect(isHostPhotoUrl(photo)).toBe(true);
    expect(isHostPhotoUrl(`/media/${ID}/480.webp`)).toBe(true);
    expect(isHostPhotoUrl("https://photos.example.org/karim.jpg")).toBe(true);
    expect(isHostPhotoUrl(`https://villa.example.org/media/${ID}/1600.jpg`)).toBe(true);
    for (const bad of [
      "http://photos.example.org/karim.jpg",
      `/media/${ID}/1600.png`,
      `/media/${ID}/../../etc/passwd`,
      "/images/about/host.svg",
      "//photos.example.org/karim.jpg",
      "data:image/png;base64,AAAA",
      42,
    ]) {
      expect(isHostPhotoUrl(bad)).toBe(false);
    }
    expect(checkSiteSettings({ ...valid, hostPhotoUrl: ` ${photo} ` }).settings?.hostPhotoUrl).toBe(photo);
    expect(checkSiteSettings({ ...valid, hostPhotoUrl: " " }).settings?.hostPhotoUrl).toBeNull();
  });

  it("makes dialable links and tells a video file from a video page", () => {
    expect(phoneHref("+20 100 000 2760")).toBe("tel:+201000002760");
    expect(whatsappHref("+20 (100) 000-2760")).toBe("https://wa.me/201000002760");
    expect(tourVideoKind("https://cdn.example.org/tour.MP4?x=1")).toBe("file");
    expect(tourVideoKind("https://vimeo.com/12345")).toBe("page");
  });
});

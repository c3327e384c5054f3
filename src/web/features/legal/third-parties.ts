// The one outside service a visitor's browser contacts: OpenStreetMap's tile servers, for the villa map
// (src/web/shared/map/villa-location.ts). The legal texts name it and point to its own privacy policy.
export const OSM_PRIVACY_POLICY_URL = "https://osmfoundation.org/wiki/Privacy_Policy";

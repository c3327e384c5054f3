// The paths a link of the site may go to, checked by tsc against the route tree the router plugin generates
// ("/$lang/about" is "/en/about" in any language; another parameter such as "$serviceId" is any text). Type-only:
// it costs the browser no byte. The tree comes through the router the app registers (app/router.tsx), so this
// runtime never imports the wiring that lists the features.
import type { RegisteredRouter } from "@tanstack/react-router";
import type { Language } from "../../domain/languages.ts";

type Route = RegisteredRouter["routeTree"]["types"]["fileRouteTypes"]["to"] & string;

type SegmentPath<Segment extends string, Lang extends string> = Segment extends "$lang"
  ? Lang
  : Segment extends `$${string}`
    ? string
    : Segment;

/** A route's path with its parameters filled in: "/$lang/services/$serviceId" is `/${Language}/services/${string}`. */
export type RoutePath<R extends string, Lang extends string = Language> = R extends `${infer Segment}/${infer Rest}`
  ? `${SegmentPath<Segment, Lang>}/${RoutePath<Rest, Lang>}`
  : SegmentPath<R, Lang>;

/** A path of one of the site's pages, written out ("/fr/about"). */
export type SitePath = RoutePath<Route>;

/**
 * The same, for a path put together from a language and a page (`/${lang}/about`): the language's home page
 * (`/${lang}`) stands apart, since its pattern would match any path.
 */
type PagePattern = RoutePath<Exclude<Route, "/" | "/$lang">, string>;

/** Whether `T` is one written-out string rather than a pattern (`/${string}/about`) or any string. */
// An empty object has every property a pattern's index signature asks for, and none a written-out key requires.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type IsWrittenOut<T extends string> = {} extends Record<T, 1> ? false : true;

/**
 * `To` when it is a path of the site, else the paths it should be. A path known only when the page runs (a plain
 * `string`) cannot be checked here: tests check those.
 */
export type CheckedPath<To extends string> = string extends To
  ? To
  : IsWrittenOut<To> extends true
    ? To extends SitePath
      ? To
      : SitePath
    : [To] extends [`/${string}`]
      ? [`/${string}`] extends [To]
        ? To
        : To extends PagePattern
          ? To
          : SitePath
      : SitePath;

// iOS Safari has no `beforeinstallprompt`: the app is installed from the Share menu. These rules decide when the
// "Add to Home Screen" hint is worth showing, and remember that the guest dismissed it.

export const IOS_HINT_DISMISSED_KEY = "ios-install-hint-dismissed";

export interface IosEnvironment {
  userAgent: string;
  /** iPadOS 13+ Safari says "Macintosh"; only its touch points give it away. */
  maxTouchPoints: number;
  /** Safari's `navigator.standalone`, or the `display-mode: standalone` media query: already installed. */
  standalone: boolean;
}

// Other browsers on iOS brand themselves in the user agent; their menus differ from Safari's, so the hint's
// wording would be wrong there.
const OTHER_IOS_BROWSER = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|DuckDuckGo|GSA\//;

export function isIosSafari({ userAgent, maxTouchPoints }: Omit<IosEnvironment, "standalone">): boolean {
  const iosDevice = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return iosDevice && /Safari\//.test(userAgent) && !OTHER_IOS_BROWSER.test(userAgent);
}

export function shouldShowIosInstallHint(environment: IosEnvironment, dismissed: boolean): boolean {
  return !dismissed && !environment.standalone && isIosSafari(environment);
}

export function currentIosEnvironment(): IosEnvironment {
  const navigatorWithStandalone = window.navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: window.navigator.userAgent,
    maxTouchPoints: window.navigator.maxTouchPoints ?? 0,
    standalone:
      navigatorWithStandalone.standalone === true ||
      (typeof window.matchMedia === "function" && window.matchMedia("(display-mode: standalone)").matches),
  };
}

// Storage can throw (some private modes): the hint then simply comes back on the next visit.
export function readIosHintDismissed(): boolean {
  try {
    return window.localStorage.getItem(IOS_HINT_DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

export function storeIosHintDismissed(): void {
  try {
    window.localStorage.setItem(IOS_HINT_DISMISSED_KEY, "1");
  } catch {
    // Not remembered: harmless, the hint is easy to dismiss again.
  }
}

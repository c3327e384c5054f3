// What the app starts once its first screen is drawn (after-first-screen.ts), as a prerendered page does once its
// islands respond (src/web/islands/site-services.tsx): the service worker, the notices, the toasts and the sign-out
// question, in a root of their own, and the outbox: the requests an earlier visit saved are read and sent, in the
// guest's language, if the connection and the session allow; the network's return, the guest's sign-in or another
// tab's word sends them later otherwise.
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { mountOverlay } from "../islands/overlay-root.tsx";
import { loadAppOutbox, startAppOutbox } from "../offline/outbox/app-outbox.ts";
import { SignOutGuardDialog } from "../offline/outbox/sign-out-guard-dialog.tsx";
import { PwaNotices } from "../pwa/pwa-notices.tsx";
import { registerServiceWorker } from "../pwa/register-service-worker.ts";
import { Toaster } from "../ui/toast/toaster.tsx";

export async function startLaterServices(queryClient: QueryClient): Promise<void> {
  registerServiceWorker();
  mountOverlay(
    <QueryClientProvider client={queryClient}>
      <Toaster />
      <SignOutGuardDialog />
      <PwaNotices />
    </QueryClientProvider>,
  );
  await loadAppOutbox(queryClient);
  startAppOutbox(queryClient);
}

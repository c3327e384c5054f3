// The owner's bank details as the back office edits them (DESIGN 7.2): GET /settings/payment and PUT with the whole
// object (ADMIN). A save refreshes the bookings, whose `payTo` carries them to the guests.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PaymentSettings } from "../../../../domain/payments/payment-rules.ts";
import { apiGet, apiPut } from "../../../api/http.ts";

export const PAYMENT_SETTINGS_PATH = "/settings/payment";
const PAYMENT_SETTINGS_KEY = ["admin", "settings", "payment"] as const;

export function usePaymentSettings() {
  return useQuery({
    queryKey: PAYMENT_SETTINGS_KEY,
    queryFn: ({ signal }) => apiGet<PaymentSettings>(PAYMENT_SETTINGS_PATH, { signal }),
    // The form starts from the details as the server holds them now.
    refetchOnMount: "always",
    retry: false,
  });
}

export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PaymentSettings) => apiPut<PaymentSettings>(PAYMENT_SETTINGS_PATH, settings),
    // An owner's edit is not queued offline like a guest's request (DESIGN 5): it fails at once instead.
    networkMode: "always",
    onSuccess: async (saved) => {
      queryClient.setQueryData(PAYMENT_SETTINGS_KEY, saved);
      await queryClient.invalidateQueries({ queryKey: ["bookings"] });
    },
  });
}

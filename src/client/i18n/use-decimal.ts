import { useCallback } from "react";
import { useIntl } from "react-intl";

/**
 * A figure already rounded for display ('7.5', '+1.25', '−0.50') written with the language's decimal mark (7,5 in
 * Dansk); the digits and sign stay as rounded, so English shows exactly what it did.
 */
export function useDecimal(): (rounded: string) => string {
  const intl = useIntl();
  return useCallback(
    (rounded) => {
      const decimals = rounded.split(".")[1]?.length ?? 0;
      const sign = /^[+−-]/.test(rounded) ? rounded[0]! : "";
      const digits = intl.formatNumber(Number(rounded.slice(sign.length)), { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: false });
      return `${sign}${digits}`;
    },
    [intl],
  );
}

import { useQuery } from "@tanstack/react-query";
import { qrCodesQuery } from "../../lib/session-queries.js";

export type JoinInfo = {
  /** What the room types: the server's public or LAN address with /j, without the protocol ("192.168.1.20:3000/j"). */
  address: string;
  /** What the QR code opens: {origin}/j/{CODE}. */
  url: string;
};

/**
 * The short join link, from the server's idea of the address phones can reach (its QR-codes answer): a page opened
 * on localhost would otherwise project an address no phone can open.
 */
export function useJoinInfo(sessionId: string | undefined, code: string | undefined): JoinInfo | null {
  const url = useQuery({ ...qrCodesQuery(sessionId ?? ""), enabled: Boolean(sessionId) }).data?.participant.codeUrl ?? null;
  if (!code) return null;
  const link = url ?? `${window.location.origin}/j/${code}`;
  const address = link.replace(/^https?:\/\//, "").replace(new RegExp(`/${code}$`), "");
  return { address, url: link };
}

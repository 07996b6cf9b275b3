import { useQuery } from "@tanstack/react-query";
import type { AiCapabilities } from "@vitae/schema";
import { aiCapabilitiesQuery } from "../api/get-ai-capabilities";

/** Until the server has answered (or if it cannot), every action is offered; a refusal then explains itself. */
const assumeAll: AiCapabilities = { improve: true, fix: true, tone: true, offline: false };

export function useAiCapabilities(): AiCapabilities {
  return useQuery(aiCapabilitiesQuery).data ?? assumeAll;
}

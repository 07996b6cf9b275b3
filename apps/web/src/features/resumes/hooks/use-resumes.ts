import { useQuery } from "@tanstack/react-query";
import { resumesQuery } from "../api/get-resumes";

export function useResumes() {
  return useQuery(resumesQuery);
}

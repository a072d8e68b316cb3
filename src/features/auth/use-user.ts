import { useStore } from "../../shared/store/store-context";
import type { User } from "../../shared/types/user";

export function useUser(): User | null {
  const [{ user }] = useStore();
  return user;
}

// The signed-in user as the API answers it (SPEC §3 User).
export interface User {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  username: string;
  role: string;
  created_at?: string;
}

export interface AuthResponse {
  access_token: string;
  token_type?: string;
  user: User;
}

export const displayName = (user: User): string =>
  [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username || user.email;

import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';

// Messages are error codes, translated like the server's (errors.UsernameRequired, …).
const credentialsSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'UsernameRequired')),
  password: z.string().check(z.minLength(1, 'PasswordRequired')),
});

export type Credentials = z.infer<typeof credentialsSchema>;

export const credentialsResolver = zodResolver(credentialsSchema);

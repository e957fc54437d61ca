import Box from '@mui/material/Box';
import { visuallyHidden } from './visually-hidden.ts';

/** A person in a list of users: the name, and under it the username (labelled for screen readers). */
export function NameAndUsername({
  name,
  username,
  usernameLabel,
}: {
  name: string;
  username: string | null;
  usernameLabel: string;
}) {
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {name}
      </Box>
      <Box
        component="span"
        sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem', fontWeight: 400 }}
      >
        <Box component="span" sx={visuallyHidden}>{`${usernameLabel}: `}</Box>
        {username}
      </Box>
    </>
  );
}

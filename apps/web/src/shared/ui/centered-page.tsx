import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from './language-switcher.tsx';
import { ProductMark } from './product-mark.tsx';
import { SiteFooter } from './site-footer.tsx';

/** A page of its own (sign-in, login error, fatal errors): the product, one card, the footer. */
export function CenteredPage({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
    >
      <Box
        component="header"
        sx={{
          width: '100%',
          maxWidth: 1100,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          py: 1.5,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <ProductMark />
        <LanguageSwitcher />
      </Box>
      <Box
        component="main"
        sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center', px: 2, pt: { xs: 1, sm: 6 }, pb: 6 }}
      >
        {/* Drawn like an outlined Card, without loading Card and Paper on the sign-in page. */}
        <Box
          sx={{
            width: '100%',
            maxWidth: 480,
            alignSelf: 'flex-start',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: { xs: 3, sm: 5 },
          }}
        >
          {children}
        </Box>
      </Box>
      <SiteFooter />
    </Box>
  );
}

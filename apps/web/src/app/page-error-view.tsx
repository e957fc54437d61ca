import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { ErrorMessage, useErrorKind } from './error-view.tsx';

/** A page that failed inside the portal layout: the menu stays usable. */
export function PageErrorView() {
  return (
    <Card>
      <CardContent>
        <ErrorMessage kind={useErrorKind()} />
      </CardContent>
    </Card>
  );
}

/** A path that matches no page. */
export function NotFoundRoute() {
  return (
    <Card>
      <CardContent>
        <ErrorMessage kind="notFound" />
      </CardContent>
    </Card>
  );
}

import { CUSTOMER_SERVICE_HOURS, isCustomerServiceOpen } from '@fordra/domain/customer-service';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { appConfig } from '../../config/app-config.ts';
import { paths } from '../../config/paths.ts';
import classes from './site-footer.module.css';

/** Who we are and how to reach us, on every page (docs/design.md, "Trust"). Drawn without MUI. */
export function SiteFooter() {
  const { t } = useTranslation();
  const open = isCustomerServiceOpen(new Date());
  return (
    <footer className={classes.footer}>
      <div className={classes.columns}>
        <div>
          <p className={classes.title}>{appConfig.providerName}</p>
          <p className={classes.line}>{t('footer.orgNumber', { orgNumber: appConfig.providerOrgNumber })}</p>
          <RouterLink to={paths.accessibility} className={classes.link}>
            {t('footer.accessibility')}
          </RouterLink>
        </div>
        <div>
          <p className={classes.title}>{t('footer.customerService')}</p>
          <a href={`tel:${appConfig.supportPhoneE164}`} dir="ltr" className={classes.link}>
            {appConfig.supportPhone}
          </a>
          <p className={classes.line}>
            {t('footer.hours', {
              opens: CUSTOMER_SERVICE_HOURS.opens,
              closes: CUSTOMER_SERVICE_HOURS.closes,
            })}
          </p>
          <p className={`${classes.line} ${classes.status}`}>
            <span aria-hidden="true" className={`${classes.dot} ${open ? classes.open : ''}`} />
            {open ? t('footer.openNow') : t('footer.closedNow')}
          </p>
        </div>
      </div>
    </footer>
  );
}

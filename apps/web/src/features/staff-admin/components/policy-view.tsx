import type { StaffClientDetails } from '@fordra/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { DetailItem, DetailList } from '../../../shared/ui/detail-list.tsx';

/** A client's policy as it is, in words. */
export function PolicyView({ details }: { details: StaffClientDetails }) {
  const { t } = useTranslation('staff-admin');
  const { policy } = details;
  const formatMoney = useMoneyFormatter();
  const yesNo = (value: boolean) => (value ? t('client.yes') : t('client.no'));
  return (
    <DetailList>
      <DetailItem label={t('policy.reminderFeeAgreed')}>{yesNo(policy.reminderFeeAgreed)}</DetailItem>
      <DetailItem label={t('policy.businessCompensation')}>{yesNo(policy.businessCompensation)}</DetailItem>
      <DetailItem label={t('policy.autoApprovePlans')}>{yesNo(policy.autoApprovePlans)}</DetailItem>
      <DetailItem label={t('policy.reminderAfterDays')}>
        {t('client.days', { count: policy.reminderAfterDays })}
      </DetailItem>
      <DetailItem label={t('policy.collectionAfterReminderDays')}>
        {t('client.days', { count: policy.collectionAfterReminderDays })}
      </DetailItem>
      <DetailItem label={t('policy.afterDemand')}>
        {t(`policy.afterDemandChoice.${policy.afterDemand}`)}
      </DetailItem>
      <DetailItem label={t('policy.instalmentNoticeDaysBefore')}>
        {t('client.daysBeforeDue', { count: policy.instalmentNoticeDaysBefore })}
      </DetailItem>
      <DetailItem label={t('policy.instalmentReminderAfterDays')}>
        {t('client.daysAfterDue', { count: policy.instalmentReminderAfterDays })}
      </DetailItem>
      <DetailItem label={t('policy.planMissedInstalmentsToTerminate')}>
        {String(policy.planMissedInstalmentsToTerminate)}
      </DetailItem>
      <DetailItem label={t('policy.enforcementMinimum')}>
        {formatMoney(policy.enforcementMinimum, 'SEK')}
      </DetailItem>
    </DetailList>
  );
}

/** Each creditor's limits for approving a plan without a handler. */
export function CreditorLimitsView({ details }: { details: StaffClientDetails }) {
  const { t } = useTranslation('staff-admin');
  const formatMoney = useMoneyFormatter();
  if (details.creditors.length === 0) return <Typography>{t('client.noCreditors')}</Typography>;
  return (
    <Table size="small">
      <caption style={{ captionSide: 'top', textAlign: 'start', padding: 0 }}>
        <Typography component="span" color="textSecondary">
          {t('client.limitsCaption')}
        </Typography>
      </caption>
      <TableHead>
        <TableRow>
          <TableCell scope="col">{t('client.creditor')}</TableCell>
          <TableCell scope="col" align="right">
            {t('policy.maxMonths')}
          </TableCell>
          <TableCell scope="col" align="right">
            {t('policy.maxTotal')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {details.creditors.map((creditor) => (
          <TableRow key={creditor.creditorGuid}>
            <TableCell component="th" scope="row">
              {creditor.name}
            </TableCell>
            <TableCell align="right">{String(creditor.autoApproveMaxMonths)}</TableCell>
            <TableCell align="right">{formatMoney(creditor.autoApproveMaxTotal, 'SEK')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

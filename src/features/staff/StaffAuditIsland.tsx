// /staff/audit: the audit log, for staff with the admin role (StaffGate).
import { AuditLog } from './AuditLog';
import { StaffGate } from './StaffGate';

export default function StaffAuditIsland() {
  return (
    <StaffGate>
      <AuditLog />
    </StaffGate>
  );
}

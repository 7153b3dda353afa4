// /staff/leads: the leads desk, for staff with the admin role (StaffGate).
import { LeadsDesk } from './LeadsDesk';
import { StaffGate } from './StaffGate';

export default function StaffLeadsIsland() {
  return (
    <StaffGate>
      <LeadsDesk />
    </StaffGate>
  );
}

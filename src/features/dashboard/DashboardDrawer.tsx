// The dashboard's right-hand drawer (width 280): multi-company mode, profile, the company's trash, sign-out (which asks
// first when changes are not on the server yet). Loaded on first open (DashboardPage).
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import BusinessIcon from '@mui/icons-material/Business';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { Drawer, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { COMPANIES_PATH, companyTrashPath, PROFILE_PATH } from '@/domain/app-paths';
import { useSignOut } from '@/hooks/use-sign-out';
import { SignOutDialog } from './SignOutDialog';
import { DASHBOARD_TEXTS as T } from './texts';

const DRAWER_WIDTH = 280;

export default function DashboardDrawer({ open, companyId, onClose }: { open: boolean; companyId?: string; onClose: () => void }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <>
      <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': T.menu, sx: { width: DRAWER_WIDTH } } }}>
        <List component="nav" sx={{ pt: 2 }}>
          <ListItemButton onClick={() => navigate(COMPANIES_PATH)}>
            <ListItemIcon>
              <BusinessIcon />
            </ListItemIcon>
            <ListItemText primary={T.multiCompany} />
          </ListItemButton>
          <ListItemButton onClick={() => navigate(PROFILE_PATH)}>
            <ListItemIcon>
              <AccountCircleIcon />
            </ListItemIcon>
            <ListItemText primary={T.profile} />
          </ListItemButton>
          {companyId && (
            <ListItemButton onClick={() => navigate(companyTrashPath(companyId))}>
              <ListItemIcon>
                <DeleteOutlinedIcon />
              </ListItemIcon>
              <ListItemText primary={T.trash} />
            </ListItemButton>
          )}
          <ListItemButton
            onClick={() => {
              // The question about unsent changes stands on its own, not over the menu.
              onClose();
              void signOut.request();
            }}
          >
            <ListItemIcon>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary={T.signOut} />
          </ListItemButton>
        </List>
      </Drawer>
      <SignOutDialog signOut={signOut} />
    </>
  );
}

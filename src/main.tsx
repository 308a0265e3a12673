// Entry point of the Vor-Ort app.
import { startApp } from '@/app/bootstrap';

void startApp(document.getElementById('root') as HTMLElement);

import { z } from 'zod';

// Validation messages of the generic kinds (wrong type, too long…) are in French, like our own.
z.config(z.locales.fr());

// Marker types of the markers form: the PCR- and hybridisation-based marker kinds used to map Arabidopsis genes —
// CAPS and dCAPS (cleaved amplified polymorphic sequences), SSLP (simple sequence length polymorphisms such as the
// nga markers), SNP, RFLP, AFLP, RAPD and InDel markers. Spelt as the marker records spell them ('CAPS', 'SSLP').
import { optionsOf } from './optionList';

export const markerTypes = optionsOf(['CAPS', 'dCAPS', 'SSLP', 'SNP', 'InDel', 'RFLP', 'AFLP', 'RAPD']);

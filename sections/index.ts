// Every record type the portal serves; routes and pages come from these configs.
import gene from './gene';
import locus from './locus';
import protein from './protein';
import hoststrain from './hoststrain';
import library from './library';
import marker from './marker';
import transposon from './transposon';
import transposonfamily from './transposonfamily';
import vector from './vector';
import keyword from './keyword';
import person from './person';
import organization from './organization';
import publication from './publication';
import protocol from './protocol';
import communication from './communication';
import analysisreference from './analysisreference';
import genesymbol from './genesymbol';
import arrayElement from './array_element';
import sequence from './sequence';
import germplasm from './germplasm';
import polyallele from './polyallele';
import ecotype from './ecotype';
import clone from './clone';
import cloneend from './cloneend';

export const recordTypes = [locus, gene, protein, marker, hoststrain, library, vector, transposon, transposonfamily, keyword, person, organization, publication, protocol, communication, analysisreference, genesymbol, arrayElement, sequence, germplasm, polyallele, ecotype, clone, cloneend];

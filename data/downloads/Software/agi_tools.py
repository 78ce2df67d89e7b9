#!/usr/bin/env python3
"""Checks AGI names and lists the loci of an Araport11/TAIR10 GFF3 file."""
import gzip
import re
import sys

LOCUS = re.compile(r"^AT[1-5CM]G\d{5}$", re.IGNORECASE)
GENE_MODEL = re.compile(r"^AT[1-5CM]G\d{5}\.\d+$", re.IGNORECASE)


def kind_of(name):
    """'locus', 'gene model' or None for anything that is not an AGI name."""
    if LOCUS.match(name):
        return "locus"
    if GENE_MODEL.match(name):
        return "gene model"
    return None


def open_text(path):
    return gzip.open(path, "rt") if path.endswith(".gz") else open(path)


def loci(path):
    """Yields (locus, chromosome, start, end, strand) for every gene feature."""
    with open_text(path) as gff:
        for line in gff:
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            if len(fields) < 9 or fields[2] != "gene":
                continue
            attributes = dict(part.split("=", 1) for part in fields[8].split(";") if "=" in part)
            yield attributes.get("ID", "?"), fields[0], int(fields[3]), int(fields[4]), fields[6]


def main(argv):
    if len(argv) >= 2 and argv[0] == "loci":
        for row in loci(argv[1]):
            print("\t".join(str(value) for value in row))
        return 0
    if len(argv) >= 2 and argv[0] == "check":
        for name in argv[1:]:
            print(f"{name}\t{kind_of(name) or 'not an AGI name'}")
        return 0
    print(__doc__)
    print("usage: agi_tools.py loci FILE.gff[.gz] | agi_tools.py check NAME...")
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

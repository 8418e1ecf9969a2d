// Every ruleset's scripted player registers here.

package greenfields

import "sandtable/rules"

// forecasters are the forecasts of chancy actions by verb (the fire
// dialog): each section registers its own from its file's init.
var forecasters = map[string]func(st *State, a rules.Action) (rules.Forecast, bool){}

// Forecast is what the acting side sees before a chancy action: the fire
// dialog's odds (rules.Forecaster).
func (st *State) Forecast(a rules.Action) (rules.Forecast, bool) {
	if f := forecasters[a.Verb]; f != nil {
		return f(st, a)
	}
	return rules.Forecast{}, false
}

var _ rules.Forecaster = (*State)(nil)

func init() {
	forecasters["barrage"] = (*State).barrageForecast
	forecasters["opfire"] = (*State).opFireForecast
	forecasters["hold"] = (*State).holdForecast
	forecasters["assault"] = (*State).assaultForecast
}

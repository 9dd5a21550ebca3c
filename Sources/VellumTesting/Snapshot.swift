import Widgets
